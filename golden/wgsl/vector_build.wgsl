// wgsl backend; regenerate: python tools/regen_golden.py --only wgsl
// # vectors built from scalars: vectorize of loads, broadcast of a scalar, lane extraction
// kernel vector_build(%out: f32[32], %sums: f32[8], %x: f32[32], %s: f32[8])
//   %i = range i32 8
//     %base = mul i32 %i, 4
//     %v = load f32x4 %x[%base]
//     %scale = load f32 %s[%i]
//     %splat = broadcast f32x4 %scale
//     %scaled = mul f32x4 %v, %splat
//     store %out[%base], %scaled
//     %l3 = gep f32 %scaled, 3
//     %l0 = gep f32 %scaled, 0
//     %pair = vectorize f32x2 %l3, %l0
//     %p0 = gep f32 %pair, 0
//     %p1 = gep f32 %pair, 1
//     %t = add f32 %p0, %p1
//     store %sums[%i], %t
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

// kernel vector_build: one invocation runs the whole kernel

@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@group(0) @binding(1) var<storage, read_write> sums: array<f32>;
@group(0) @binding(2) var<storage, read_write> x: array<f32>;
@group(0) @binding(3) var<storage, read_write> s: array<f32>;

@compute @workgroup_size(1)
fn main() {
    for (var i: i32 = 0i; i < 8i; i += 1i) {
        let base = (i * 4i);
        let v_0 = x[base];
        let v_1 = x[(base + 1)];
        let v_2 = x[(base + 2)];
        let v_3 = x[(base + 3)];
        let scale = s[i];
        let splat_0 = scale;
        let splat_1 = scale;
        let splat_2 = scale;
        let splat_3 = scale;
        let scaled_0 = (opaque0(v_0) * opaque1(splat_0));
        let scaled_1 = (opaque0(v_1) * opaque1(splat_1));
        let scaled_2 = (opaque0(v_2) * opaque1(splat_2));
        let scaled_3 = (opaque0(v_3) * opaque1(splat_3));
        out[base] = scaled_0;
        out[(base + 1)] = scaled_1;
        out[(base + 2)] = scaled_2;
        out[(base + 3)] = scaled_3;
        let l3 = scaled_3;
        let l0 = scaled_0;
        let pair_0 = l3;
        let pair_1 = l0;
        let p0 = pair_0;
        let p1 = pair_1;
        let t = (opaque0(p0) + opaque1(p1));
        sums[i] = t;
    }  // end i
}
