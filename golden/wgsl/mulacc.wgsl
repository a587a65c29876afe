// wgsl backend; regenerate: python tools/regen_golden.py --only wgsl
// # multiply-add a*b+c: two roundings by default, one under fast_math
// kernel mulacc(%out: f32[64], %a: f32[64], %b: f32[64], %c: f32[64])
//   %i = range i32 8
//     %base = mul i32 %i, 8
//     %x = load f32x8 %a[%base]
//     %y = load f32x8 %b[%base]
//     %z = load f32x8 %c[%base]
//     %r = mulacc f32x8 %x, %y, %z
//     store %out[%base], %r
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

// kernel mulacc: one invocation runs the whole kernel

@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@group(0) @binding(1) var<storage, read_write> a: array<f32>;
@group(0) @binding(2) var<storage, read_write> b: array<f32>;
@group(0) @binding(3) var<storage, read_write> c: array<f32>;

@compute @workgroup_size(1)
fn main() {
    for (var i: i32 = 0i; i < 8i; i += 1i) {
        let base = (i * 8i);
        let x_0 = a[base];
        let x_1 = a[(base + 1)];
        let x_2 = a[(base + 2)];
        let x_3 = a[(base + 3)];
        let x_4 = a[(base + 4)];
        let x_5 = a[(base + 5)];
        let x_6 = a[(base + 6)];
        let x_7 = a[(base + 7)];
        let y_0 = b[base];
        let y_1 = b[(base + 1)];
        let y_2 = b[(base + 2)];
        let y_3 = b[(base + 3)];
        let y_4 = b[(base + 4)];
        let y_5 = b[(base + 5)];
        let y_6 = b[(base + 6)];
        let y_7 = b[(base + 7)];
        let t8_0 = (opaque0(x_0) * opaque1(y_0));
        let t8_1 = (opaque0(x_1) * opaque1(y_1));
        let t8_2 = (opaque0(x_2) * opaque1(y_2));
        let t8_3 = (opaque0(x_3) * opaque1(y_3));
        let t8_4 = (opaque0(x_4) * opaque1(y_4));
        let t8_5 = (opaque0(x_5) * opaque1(y_5));
        let t8_6 = (opaque0(x_6) * opaque1(y_6));
        let t8_7 = (opaque0(x_7) * opaque1(y_7));
        let z_0 = c[base];
        let z_1 = c[(base + 1)];
        let z_2 = c[(base + 2)];
        let z_3 = c[(base + 3)];
        let z_4 = c[(base + 4)];
        let z_5 = c[(base + 5)];
        let z_6 = c[(base + 6)];
        let z_7 = c[(base + 7)];
        let t10_0 = (opaque0(t8_0) + opaque1(z_0));
        let t10_1 = (opaque0(t8_1) + opaque1(z_1));
        let t10_2 = (opaque0(t8_2) + opaque1(z_2));
        let t10_3 = (opaque0(t8_3) + opaque1(z_3));
        let t10_4 = (opaque0(t8_4) + opaque1(z_4));
        let t10_5 = (opaque0(t8_5) + opaque1(z_5));
        let t10_6 = (opaque0(t8_6) + opaque1(z_6));
        let t10_7 = (opaque0(t8_7) + opaque1(z_7));
        out[base] = t10_0;
        out[(base + 1)] = t10_1;
        out[(base + 2)] = t10_2;
        out[(base + 3)] = t10_3;
        out[(base + 4)] = t10_4;
        out[(base + 5)] = t10_5;
        out[(base + 6)] = t10_6;
        out[(base + 7)] = t10_7;
    }  // end i
}
