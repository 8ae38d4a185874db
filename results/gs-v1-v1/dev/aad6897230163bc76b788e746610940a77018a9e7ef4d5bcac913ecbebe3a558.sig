{
  "algorithm": "ed25519",
  "content_sha256": "920c1b9f772b00c5add51fd563bbae61fe8230aa457bd18ab05fbbd8eb305b82",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "aad6897230163bc76b788e746610940a77018a9e7ef4d5bcac913ecbebe3a558",
  "schema": "gridshift.signature/1",
  "signature": "1fec703a8a4b9f7108074f8a254aab4f9601e2d1ed6bf6f4a0fd7e6b766f17f35cc16f9bbb1e3db7455fa98c9985be0cce5f151f38aaa1ce7000049e654e890e"
}
