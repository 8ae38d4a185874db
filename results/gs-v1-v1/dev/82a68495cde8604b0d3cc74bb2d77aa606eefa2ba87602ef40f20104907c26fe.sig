{
  "algorithm": "ed25519",
  "content_sha256": "3f3673a7954a70c56bce9367f3c1f2cc7bd0a4552ae350db031c8fe023666c09",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "82a68495cde8604b0d3cc74bb2d77aa606eefa2ba87602ef40f20104907c26fe",
  "schema": "gridshift.signature/1",
  "signature": "64ebb02152f86b254077790b87f51631ef0fac0c1bfdb4edabcf33b69d1c5bed9743ab9cbde762034d450927e068aadee7118fde254069c2ccba4f69a6921904"
}
