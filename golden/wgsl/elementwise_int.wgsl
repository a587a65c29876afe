// wgsl backend; regenerate: python tools/regen_golden.py --only wgsl
// # wrapping integer arithmetic and bitwise ops on i32 and u8
// kernel elementwise_int(%out: i32[64], %small: u8[64], %a: i32[64], %b: i32[64])
//   %i = range i32 64
//     %x = load i32 %a[%i]
//     %y = load i32 %b[%i]
//     %sum = add i32 %x, %y
//     %prod = mul i32 %sum, %y
//     %diff = sub i32 %prod, %x
//     %masked = and i32 %diff, 65535
//     %mixed = xor i32 %masked, %x
//     %either = or i32 %mixed, 1
//     %neg = neg i32 %either
//     %hi = max i32 %neg, %y
//     store %out[%i], %hi
//     %s = load u8 %small[%i]
//     %s2 = mul u8 %s, 3
//     %s3 = add u8 %s2, 200
//     store %small[%i], %s3
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

// kernel elementwise_int: one invocation runs the whole kernel

@group(0) @binding(0) var<storage, read_write> out: array<i32>;
@group(0) @binding(1) var<storage, read_write> small: array<u32>;  // u8[64], packed
@group(0) @binding(2) var<storage, read_write> a: array<i32>;
@group(0) @binding(3) var<storage, read_write> b: array<i32>;

@compute @workgroup_size(1)
fn main() {
    let t4 = 3u;
    let t5 = 200u;
    for (var i: i32 = 0i; i < 64i; i += 1i) {
        let x = a[i];
        let y = b[i];
        let sum = (x + y);
        let prod = (sum * y);
        let diff = (prod - x);
        let masked = (diff & 65535i);
        let mixed = (masked ^ x);
        let either = (mixed | 1i);
        let neg = -(either);
        let hi = max(neg, y);
        out[i] = hi;
        let s = extractBits(small[u32(i) >> 2u], (u32(i) & 3u) * 8u, 8u);
        let t18 = s;
        let t19 = (t18 * t4);
        let t20 = (t19 & 0xffu);
        let t21 = t20;
        let t22 = (t21 + t5);
        let t23 = (t22 & 0xffu);
        small[u32(i) >> 2u] = insertBits(small[u32(i) >> 2u], t23, (u32(i) & 3u) * 8u, 8u);
    }  // end i
}
