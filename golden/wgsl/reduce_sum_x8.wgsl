// wgsl backend; regenerate: python tools/regen_golden.py --only wgsl
// # sum of each row of a 4x64 f32 matrix as an 8-lane reduce, reduced across its lanes after:
// # sum_x8.kernel before an optimizer
// kernel reduce_sum_x8(%out: f32[4], %x: f32[256])
//   %i = range i32 4
//     %row = mul i32 %i, 64
//     %j = range reduce i32 8
//       %off = mul i32 %j, 8
//       %k = add i32 %row, %off
//       %v = load f32x8 %x[%k]
//     %t = reduce add f32x8 %v over %j
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

// kernel reduce_sum_x8: one invocation runs the whole kernel

@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@group(0) @binding(1) var<storage, read_write> x: array<f32>;

@compute @workgroup_size(1)
fn main() {
    var t2: array<f32, 8>;
    let t3_0 = 0.0f;
    let t3_1 = 0.0f;
    let t3_2 = 0.0f;
    let t3_3 = 0.0f;
    let t3_4 = 0.0f;
    let t3_5 = 0.0f;
    let t3_6 = 0.0f;
    let t3_7 = 0.0f;
    for (var i: i32 = 0i; i < 4i; i += 1i) {
        t2[0i] = t3_0;
        t2[(0i + 1)] = t3_1;
        t2[(0i + 2)] = t3_2;
        t2[(0i + 3)] = t3_3;
        t2[(0i + 4)] = t3_4;
        t2[(0i + 5)] = t3_5;
        t2[(0i + 6)] = t3_6;
        t2[(0i + 7)] = t3_7;
        let row = (i * 64i);
        for (var j: i32 = 0i; j < 8i; j += 1i) {
            let t7_0 = t2[0i];
            let t7_1 = t2[(0i + 1)];
            let t7_2 = t2[(0i + 2)];
            let t7_3 = t2[(0i + 3)];
            let t7_4 = t2[(0i + 4)];
            let t7_5 = t2[(0i + 5)];
            let t7_6 = t2[(0i + 6)];
            let t7_7 = t2[(0i + 7)];
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
            let t11_0 = (opaque0(t7_0) + opaque1(v_0));
            let t11_1 = (opaque0(t7_1) + opaque1(v_1));
            let t11_2 = (opaque0(t7_2) + opaque1(v_2));
            let t11_3 = (opaque0(t7_3) + opaque1(v_3));
            let t11_4 = (opaque0(t7_4) + opaque1(v_4));
            let t11_5 = (opaque0(t7_5) + opaque1(v_5));
            let t11_6 = (opaque0(t7_6) + opaque1(v_6));
            let t11_7 = (opaque0(t7_7) + opaque1(v_7));
            t2[0i] = t11_0;
            t2[(0i + 1)] = t11_1;
            t2[(0i + 2)] = t11_2;
            t2[(0i + 3)] = t11_3;
            t2[(0i + 4)] = t11_4;
            t2[(0i + 5)] = t11_5;
            t2[(0i + 6)] = t11_6;
            t2[(0i + 7)] = t11_7;
        }  // end j
        let t12_0 = t2[0i];
        let t12_1 = t2[(0i + 1)];
        let t12_2 = t2[(0i + 2)];
        let t12_3 = t2[(0i + 3)];
        let t12_4 = t2[(0i + 4)];
        let t12_5 = t2[(0i + 5)];
        let t12_6 = t2[(0i + 6)];
        let t12_7 = t2[(0i + 7)];
        let t13_0 = t12_0;
        let t13_1 = t12_1;
        let t13_2 = t12_2;
        let t13_3 = t12_3;
        let t14_0 = t12_4;
        let t14_1 = t12_5;
        let t14_2 = t12_6;
        let t14_3 = t12_7;
        let t15_0 = (opaque0(t13_0) + opaque1(t14_0));
        let t15_1 = (opaque0(t13_1) + opaque1(t14_1));
        let t15_2 = (opaque0(t13_2) + opaque1(t14_2));
        let t15_3 = (opaque0(t13_3) + opaque1(t14_3));
        let t16_0 = t15_0;
        let t16_1 = t15_1;
        let t17_0 = t15_2;
        let t17_1 = t15_3;
        let t18_0 = (opaque0(t16_0) + opaque1(t17_0));
        let t18_1 = (opaque0(t16_1) + opaque1(t17_1));
        let t19 = t18_0;
        let t20 = t18_1;
        let t21 = (opaque0(t19) + opaque1(t20));
        out[i] = t21;
    }  // end i
}
