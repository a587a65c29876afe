// wgsl backend; regenerate: python tools/regen_golden.py --only wgsl
// # float16 arithmetic: every op rounds to f16 before the next one
// kernel elementwise_f16(%out: f16[32], %a: f16[32], %b: f16[32])
//   %i = range i32 32
//     %x = load f16 %a[%i]
//     %y = load f16 %b[%i]
//     %sum = add f16 %x, %y
//     %prod = mul f16 %sum, %x
//     %quot = fdiv f16 %prod, %y
//     %fma = mulacc f16 %quot, %y, %x
//     %hi = max f16 %fma, %sum
//     store %out[%i], %hi
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

// kernel elementwise_f16: one invocation runs the whole kernel

@group(0) @binding(0) var<storage, read_write> out: array<u32>;  // f16[32], packed
@group(0) @binding(1) var<storage, read_write> a: array<u32>;  // f16[32], packed
@group(0) @binding(2) var<storage, read_write> b: array<u32>;  // f16[32], packed

@compute @workgroup_size(1)
fn main() {
    for (var i: i32 = 0i; i < 32i; i += 1i) {
        let x = extractBits(a[u32(i) >> 1u], (u32(i) & 1u) * 16u, 16u);
        let t5 = f16_to_f32(x);
        let y = extractBits(b[u32(i) >> 1u], (u32(i) & 1u) * 16u, 16u);
        let t7 = f16_to_f32(y);
        let t8 = (opaque0(t5) + opaque1(t7));
        let t9 = f16_from_f32(t8);
        let t10 = f16_to_f32(t9);
        let t11 = (opaque0(t10) * opaque1(t5));
        let t12 = f16_from_f32(t11);
        let t13 = f16_to_f32(t12);
        let t14 = (opaque0(t13) / opaque1(t7));
        let t15 = f16_from_f32(t14);
        let t16 = f16_to_f32(t15);
        let t17 = (opaque0(t16) * opaque1(t7));
        let t18 = f16_from_f32(t17);
        let t19 = f16_to_f32(t18);
        let t20 = (opaque0(t19) + opaque1(t5));
        let t21 = f16_from_f32(t20);
        let t22 = f16_to_f32(t21);
        let t23 = select(opaque1(t10), opaque0(t22), opaque0(t22) > opaque1(t10));
        let t24 = f16_from_f32(t23);
        out[u32(i) >> 1u] = insertBits(out[u32(i) >> 1u], t24, (u32(i) & 1u) * 16u, 16u);
    }  // end i
}
