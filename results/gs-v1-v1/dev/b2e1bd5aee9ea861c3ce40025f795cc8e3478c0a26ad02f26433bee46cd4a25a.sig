{
  "algorithm": "ed25519",
  "content_sha256": "c68504ba037de8c91172394e1d36d326eb0e37c0eb14917a1dae6c21b332351a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b2e1bd5aee9ea861c3ce40025f795cc8e3478c0a26ad02f26433bee46cd4a25a",
  "schema": "gridshift.signature/1",
  "signature": "94412d40dace1502209d090e6ba897b5c3c9a73b6c08c93373e704a15ddd3c7bb3743dcf239e33933a7757a62c375941472f0fe20dd28595d0f43fd4487d3800"
}
