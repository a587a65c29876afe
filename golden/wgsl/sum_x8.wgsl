// wgsl backend; regenerate: python tools/regen_golden.py --only wgsl
// # sum of each row of a 4x64 float32 matrix with an 8-lane accumulator, reduced across its
// # lanes after the loop (a vectorized reduction: the accumulator stays in a ymm register)
// kernel sum_x8(%out: f32[4], %x: f32[256])
//   %acc = reg f32[8]
//   %zero = broadcast f32x8 0.0
//   %i = range i32 4
//     %acc_i = after %acc, %i
//     %init = store %acc_i[0], %zero
//     %row = mul i32 %i, 64
//     %j = range i32 8
//       %acc_j = after %acc, %init, %j
//       %a = load f32x8 %acc_j[0]
//       %off = mul i32 %j, 8
//       %k = add i32 %row, %off
//       %v = load f32x8 %x[%k]
//       %s = add f32x8 %a, %v
//       store %acc_j[0], %s
//     %end_j = end %j
//     %acc_done = after %acc, %end_j
//     %t = load f32x8 %acc_done[0]
//     %lo = gep f32x4 %t, 0, 1, 2, 3
//     %hi = gep f32x4 %t, 4, 5, 6, 7
//     %s4 = add f32x4 %lo, %hi
//     %a2 = gep f32x2 %s4, 0, 1
//     %b2 = gep f32x2 %s4, 2, 3
//     %s2 = add f32x2 %a2, %b2
//     %a1 = gep f32 %s2, 0
//     %b1 = gep f32 %s2, 1
//     %s1 = add f32 %a1, %b1
//     store %out[%i], %s1
//   end %i

// Float operands go through opaque0/opaque1 (operand 0 and 1 of an op): an xor with a zero
// the compiler cannot see, so it cannot apply its algebra to a float expression (Mesa
// rewrites a*b + a*c to a*(b + c), a - a to 0 and a + 0.0 to a: naga marks no float op exact).
struct Opaque { zero0: u32, zero1: u32 }
@group(1) @binding(0) var<uniform> opaque: Opaque;
fn opaque0(x: f32) -> f32 { return bitcast<f32>(bitcast<u32>(x) ^ opaque.zero0); }
fn opaque1(x: f32) -> f32 { return bitcast<f32>(bitcast<u32>(x) ^ opaque.zero1); }

// binary16 bits -> f32 (exact: every f16 is an f32)
fn f16_to_f32(h: u32) -> f32 {
    let sign = (h & 0x8000u) << 16u;
    let exponent = (h >> 10u) & 0x1fu;
    let mantissa = h & 0x3ffu;
    if (exponent == 0x1fu) {
        return bitcast<f32>(sign | 0x7f800000u | (mantissa << 13u));  // inf, NaN
    }
    if (exponent == 0u) {
        let magnitude = f32(mantissa) * 0x1p-24f;  // zero or denormal, exact
        return bitcast<f32>(sign | bitcast<u32>(magnitude));
    }
    return bitcast<f32>(sign | ((exponent + 112u) << 23u) | (mantissa << 13u));
}

// f32 -> binary16 bits, rounded to nearest-even
fn f16_from_f32(x: f32) -> u32 {
    let bits = bitcast<u32>(x);
    let sign = (bits >> 16u) & 0x8000u;
    let exponent = (bits >> 23u) & 0xffu;
    let mantissa = bits & 0x7fffffu;
    if (exponent == 0xffu) {
        return sign | select(0x7c00u, 0x7e00u, mantissa != 0u);
    }
    let e = i32(exponent) - 127 + 15;  // biased f16 exponent
    if (e >= 31) {
        return sign | 0x7c00u;
    }
    if (e < -10) {
        return sign;  // below half the smallest denormal (f32 denormals included)
    }
    let full = mantissa | 0x800000u;  // 24 significant bits
    let shift = select(13u, u32(14 - e), e <= 0);  // keep 11 bits, fewer for denormals
    let kept = full >> shift;
    let rest = full & ((1u << shift) - 1u);
    let half = 1u << (shift - 1u);
    var rounded = kept;
    if (rest > half || (rest == half && (kept & 1u) == 1u)) {
        rounded += 1u;  // a carry out of the mantissa correctly bumps the exponent
    }
    return sign | select((u32(e - 1) << 10u) + rounded, rounded, e <= 0);
}

// kernel sum_x8: one invocation runs the whole kernel

@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@group(0) @binding(1) var<storage, read_write> x: array<f32>;

@compute @workgroup_size(1)
fn main() {
    var acc: array<f32, 8>;
    let zero_0 = 0.0f;
    let zero_1 = 0.0f;
    let zero_2 = 0.0f;
    let zero_3 = 0.0f;
    let zero_4 = 0.0f;
    let zero_5 = 0.0f;
    let zero_6 = 0.0f;
    let zero_7 = 0.0f;
    for (var i: i32 = 0i; i < 4i; i += 1i) {
        acc[0i] = zero_0;
        acc[(0i + 1)] = zero_1;
        acc[(0i + 2)] = zero_2;
        acc[(0i + 3)] = zero_3;
        acc[(0i + 4)] = zero_4;
        acc[(0i + 5)] = zero_5;
        acc[(0i + 6)] = zero_6;
        acc[(0i + 7)] = zero_7;
        let row = (i * 64i);
        for (var j: i32 = 0i; j < 8i; j += 1i) {
            let a_0 = acc[0i];
            let a_1 = acc[(0i + 1)];
            let a_2 = acc[(0i + 2)];
            let a_3 = acc[(0i + 3)];
            let a_4 = acc[(0i + 4)];
            let a_5 = acc[(0i + 5)];
            let a_6 = acc[(0i + 6)];
            let a_7 = acc[(0i + 7)];
            let off = (j * 8i);
            let k = (row + off);
            let v_0 = x[k];
            let v_1 = x[(k + 1)];
            let v_2 = x[(k + 2)];
            let v_3 = x[(k + 3)];
            let v_4 = x[(k + 4)];
            let v_5 = x[(k + 5)];
            let v_6 = x[(k + 6)];
            let v_7 = x[(k + 7)];
            let s_0 = (opaque0(a_0) + opaque1(v_0));
            let s_1 = (opaque0(a_1) + opaque1(v_1));
            let s_2 = (opaque0(a_2) + opaque1(v_2));
            let s_3 = (opaque0(a_3) + opaque1(v_3));
            let s_4 = (opaque0(a_4) + opaque1(v_4));
            let s_5 = (opaque0(a_5) + opaque1(v_5));
            let s_6 = (opaque0(a_6) + opaque1(v_6));
            let s_7 = (opaque0(a_7) + opaque1(v_7));
            acc[0i] = s_0;
            acc[(0i + 1)] = s_1;
            acc[(0i + 2)] = s_2;
            acc[(0i + 3)] = s_3;
            acc[(0i + 4)] = s_4;
            acc[(0i + 5)] = s_5;
            acc[(0i + 6)] = s_6;
            acc[(0i + 7)] = s_7;
        }  // end j
        let t_0 = acc[0i];
        let t_1 = acc[(0i + 1)];
        let t_2 = acc[(0i + 2)];
        let t_3 = acc[(0i + 3)];
        let t_4 = acc[(0i + 4)];
        let t_5 = acc[(0i + 5)];
        let t_6 = acc[(0i + 6)];
        let t_7 = acc[(0i + 7)];
        let lo_0 = t_0;
        let lo_1 = t_1;
        let lo_2 = t_2;
        let lo_3 = t_3;
        let hi_0 = t_4;
        let hi_1 = t_5;
        let hi_2 = t_6;
        let hi_3 = t_7;
        let s4_0 = (opaque0(lo_0) + opaque1(hi_0));
        let s4_1 = (opaque0(lo_1) + opaque1(hi_1));
        let s4_2 = (opaque0(lo_2) + opaque1(hi_2));
        let s4_3 = (opaque0(lo_3) + opaque1(hi_3));
        let a2_0 = s4_0;
        let a2_1 = s4_1;
        let b2_0 = s4_2;
        let b2_1 = s4_3;
        let s2_0 = (opaque0(a2_0) + opaque1(b2_0));
        let s2_1 = (opaque0(a2_1) + opaque1(b2_1));
        let a1 = s2_0;
        let b1 = s2_1;
        let s1 = (opaque0(a1) + opaque1(b1));
        out[i] = s1;
    }  // end i
}
