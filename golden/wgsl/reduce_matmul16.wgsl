// wgsl backend; regenerate: python tools/regen_golden.py --only wgsl
// # 16x16 f32 matrix multiply, c = a @ b, each output a reduce add of products: matmul16.kernel before
// # an optimizer (mul then add, not mulacc)
// kernel reduce_matmul16(%c: f32[256], %a: f32[256], %b: f32[256])
//   %i = range i32 16
//     %row = mul i32 %i, 16
//     %j = range i32 16
//       %k = range reduce i32 16
//         %ai = add i32 %row, %k
//         %x = load f32 %a[%ai]
//         %kr = mul i32 %k, 16
//         %bi = add i32 %kr, %j
//         %y = load f32 %b[%bi]
//         %p = mul f32 %x, %y
//       %t = reduce add f32 %p over %k
//       %ci = add i32 %row, %j
//       store %c[%ci], %t
//     end %j
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

// kernel reduce_matmul16: one invocation runs the whole kernel

@group(0) @binding(0) var<storage, read_write> c: array<f32>;
@group(0) @binding(1) var<storage, read_write> a: array<f32>;
@group(0) @binding(2) var<storage, read_write> b: array<f32>;

@compute @workgroup_size(1)
fn main() {
    var t3: array<f32, 1>;
    for (var i: i32 = 0i; i < 16i; i += 1i) {
        let row = (i * 16i);
        for (var j: i32 = 0i; j < 16i; j += 1i) {
            t3[0i] = 0.0f;
            for (var k: i32 = 0i; k < 16i; k += 1i) {
                let t8 = t3[0i];
                let ai = (row + k);
                let x = a[ai];
                let kr = (k * 16i);
                let bi = (kr + j);
                let y = b[bi];
                let p = (opaque0(x) * opaque1(y));
                let t15 = (opaque0(t8) + opaque1(p));
                t3[0i] = t15;
            }  // end k
            let t16 = t3[0i];
            let ci = (row + j);
            c[ci] = t16;
        }  // end j
    }  // end i
}
