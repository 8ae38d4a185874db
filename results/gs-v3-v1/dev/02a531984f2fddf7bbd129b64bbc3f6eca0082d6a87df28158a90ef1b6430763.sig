{
  "algorithm": "ed25519",
  "content_sha256": "36f5a85ba29bb80d24b010c080cb0d1d7d42dc0d413d23ec2eeb068bbbcb2bad",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "02a531984f2fddf7bbd129b64bbc3f6eca0082d6a87df28158a90ef1b6430763",
  "schema": "gridshift.signature/1",
  "signature": "926bd776b66130f6ebb9cd11f193f3b5d206f7599717210cc317a78b5950f4eafd80a26ad64d2defa2dcf22f010140440b4915745f13715063f48acef78a1408"
}
