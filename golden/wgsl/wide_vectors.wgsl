// wgsl backend; regenerate: python tools/regen_golden.py --only wgsl
// # 16-lane vectors wider than a ymm register: i32x16, f32x16 and u8x16 arithmetic
// kernel wide_vectors(%out: f32[64], %iout: i32[64], %a: f32[64], %b: i32[64])
//   %i = range i32 4
//     %base = mul i32 %i, 16
//     %x = load f32x16 %a[%base]
//     %y = mul f32x16 %x, %x
//     %z = add f32x16 %y, %x
//     store %out[%base], %z
//     %p = load i32x16 %b[%base]
//     %q = shl i32x16 %p, %p
//     %r = cast f32x16 %q
//     %t = cast i32x16 %r
//     %u = sub i32x16 %t, %p
//     store %iout[%base], %u
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

// kernel wide_vectors: one invocation runs the whole kernel

@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@group(0) @binding(1) var<storage, read_write> iout: array<i32>;
@group(0) @binding(2) var<storage, read_write> a: array<f32>;
@group(0) @binding(3) var<storage, read_write> b: array<i32>;

@compute @workgroup_size(1)
fn main() {
    for (var i: i32 = 0i; i < 4i; i += 1i) {
        let base = (i * 16i);
        let x_0 = a[base];
        let x_1 = a[(base + 1)];
        let x_2 = a[(base + 2)];
        let x_3 = a[(base + 3)];
        let x_4 = a[(base + 4)];
        let x_5 = a[(base + 5)];
        let x_6 = a[(base + 6)];
        let x_7 = a[(base + 7)];
        let x_8 = a[(base + 8)];
        let x_9 = a[(base + 9)];
        let x_10 = a[(base + 10)];
        let x_11 = a[(base + 11)];
        let x_12 = a[(base + 12)];
        let x_13 = a[(base + 13)];
        let x_14 = a[(base + 14)];
        let x_15 = a[(base + 15)];
        let y_0 = (opaque0(x_0) * opaque1(x_0));
        let y_1 = (opaque0(x_1) * opaque1(x_1));
        let y_2 = (opaque0(x_2) * opaque1(x_2));
        let y_3 = (opaque0(x_3) * opaque1(x_3));
        let y_4 = (opaque0(x_4) * opaque1(x_4));
        let y_5 = (opaque0(x_5) * opaque1(x_5));
        let y_6 = (opaque0(x_6) * opaque1(x_6));
        let y_7 = (opaque0(x_7) * opaque1(x_7));
        let y_8 = (opaque0(x_8) * opaque1(x_8));
        let y_9 = (opaque0(x_9) * opaque1(x_9));
        let y_10 = (opaque0(x_10) * opaque1(x_10));
        let y_11 = (opaque0(x_11) * opaque1(x_11));
        let y_12 = (opaque0(x_12) * opaque1(x_12));
        let y_13 = (opaque0(x_13) * opaque1(x_13));
        let y_14 = (opaque0(x_14) * opaque1(x_14));
        let y_15 = (opaque0(x_15) * opaque1(x_15));
        let z_0 = (opaque0(y_0) + opaque1(x_0));
        let z_1 = (opaque0(y_1) + opaque1(x_1));
        let z_2 = (opaque0(y_2) + opaque1(x_2));
        let z_3 = (opaque0(y_3) + opaque1(x_3));
        let z_4 = (opaque0(y_4) + opaque1(x_4));
        let z_5 = (opaque0(y_5) + opaque1(x_5));
        let z_6 = (opaque0(y_6) + opaque1(x_6));
        let z_7 = (opaque0(y_7) + opaque1(x_7));
        let z_8 = (opaque0(y_8) + opaque1(x_8));
        let z_9 = (opaque0(y_9) + opaque1(x_9));
        let z_10 = (opaque0(y_10) + opaque1(x_10));
        let z_11 = (opaque0(y_11) + opaque1(x_11));
        let z_12 = (opaque0(y_12) + opaque1(x_12));
        let z_13 = (opaque0(y_13) + opaque1(x_13));
        let z_14 = (opaque0(y_14) + opaque1(x_14));
        let z_15 = (opaque0(y_15) + opaque1(x_15));
        out[base] = z_0;
        out[(base + 1)] = z_1;
        out[(base + 2)] = z_2;
        out[(base + 3)] = z_3;
        out[(base + 4)] = z_4;
        out[(base + 5)] = z_5;
        out[(base + 6)] = z_6;
        out[(base + 7)] = z_7;
        out[(base + 8)] = z_8;
        out[(base + 9)] = z_9;
        out[(base + 10)] = z_10;
        out[(base + 11)] = z_11;
        out[(base + 12)] = z_12;
        out[(base + 13)] = z_13;
        out[(base + 14)] = z_14;
        out[(base + 15)] = z_15;
        let p_0 = b[base];
        let p_1 = b[(base + 1)];
        let p_2 = b[(base + 2)];
        let p_3 = b[(base + 3)];
        let p_4 = b[(base + 4)];
        let p_5 = b[(base + 5)];
        let p_6 = b[(base + 6)];
        let p_7 = b[(base + 7)];
        let p_8 = b[(base + 8)];
        let p_9 = b[(base + 9)];
        let p_10 = b[(base + 10)];
        let p_11 = b[(base + 11)];
        let p_12 = b[(base + 12)];
        let p_13 = b[(base + 13)];
        let p_14 = b[(base + 14)];
        let p_15 = b[(base + 15)];
        let q_0 = (p_0 << (bitcast<u32>(p_0) & 31u));
        let q_1 = (p_1 << (bitcast<u32>(p_1) & 31u));
        let q_2 = (p_2 << (bitcast<u32>(p_2) & 31u));
        let q_3 = (p_3 << (bitcast<u32>(p_3) & 31u));
        let q_4 = (p_4 << (bitcast<u32>(p_4) & 31u));
        let q_5 = (p_5 << (bitcast<u32>(p_5) & 31u));
        let q_6 = (p_6 << (bitcast<u32>(p_6) & 31u));
        let q_7 = (p_7 << (bitcast<u32>(p_7) & 31u));
        let q_8 = (p_8 << (bitcast<u32>(p_8) & 31u));
        let q_9 = (p_9 << (bitcast<u32>(p_9) & 31u));
        let q_10 = (p_10 << (bitcast<u32>(p_10) & 31u));
        let q_11 = (p_11 << (bitcast<u32>(p_11) & 31u));
        let q_12 = (p_12 << (bitcast<u32>(p_12) & 31u));
        let q_13 = (p_13 << (bitcast<u32>(p_13) & 31u));
        let q_14 = (p_14 << (bitcast<u32>(p_14) & 31u));
        let q_15 = (p_15 << (bitcast<u32>(p_15) & 31u));
        let r_0 = f32(q_0);
        let r_1 = f32(q_1);
        let r_2 = f32(q_2);
        let r_3 = f32(q_3);
        let r_4 = f32(q_4);
        let r_5 = f32(q_5);
        let r_6 = f32(q_6);
        let r_7 = f32(q_7);
        let r_8 = f32(q_8);
        let r_9 = f32(q_9);
        let r_10 = f32(q_10);
        let r_11 = f32(q_11);
        let r_12 = f32(q_12);
        let r_13 = f32(q_13);
        let r_14 = f32(q_14);
        let r_15 = f32(q_15);
        let t_0 = i32(r_0);
        let t_1 = i32(r_1);
        let t_2 = i32(r_2);
        let t_3 = i32(r_3);
        let t_4 = i32(r_4);
        let t_5 = i32(r_5);
        let t_6 = i32(r_6);
        let t_7 = i32(r_7);
        let t_8 = i32(r_8);
        let t_9 = i32(r_9);
        let t_10 = i32(r_10);
        let t_11 = i32(r_11);
        let t_12 = i32(r_12);
        let t_13 = i32(r_13);
        let t_14 = i32(r_14);
        let t_15 = i32(r_15);
        let u_0 = (t_0 - p_0);
        let u_1 = (t_1 - p_1);
        let u_2 = (t_2 - p_2);
        let u_3 = (t_3 - p_3);
        let u_4 = (t_4 - p_4);
        let u_5 = (t_5 - p_5);
        let u_6 = (t_6 - p_6);
        let u_7 = (t_7 - p_7);
        let u_8 = (t_8 - p_8);
        let u_9 = (t_9 - p_9);
        let u_10 = (t_10 - p_10);
        let u_11 = (t_11 - p_11);
        let u_12 = (t_12 - p_12);
        let u_13 = (t_13 - p_13);
        let u_14 = (t_14 - p_14);
        let u_15 = (t_15 - p_15);
        iout[base] = u_0;
        iout[(base + 1)] = u_1;
        iout[(base + 2)] = u_2;
        iout[(base + 3)] = u_3;
        iout[(base + 4)] = u_4;
        iout[(base + 5)] = u_5;
        iout[(base + 6)] = u_6;
        iout[(base + 7)] = u_7;
        iout[(base + 8)] = u_8;
        iout[(base + 9)] = u_9;
        iout[(base + 10)] = u_10;
        iout[(base + 11)] = u_11;
        iout[(base + 12)] = u_12;
        iout[(base + 13)] = u_13;
        iout[(base + 14)] = u_14;
        iout[(base + 15)] = u_15;
    }  // end i
}
