{
  "algorithm": "ed25519",
  "content_sha256": "2d270c482f23553afef3226bd3139f70c075b37fc73ee1cb2ecf5da18ea81ae7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "afa4c2ffab9e21b5492239efc257f32fd7c5857d618629fdb1ef7218dd5af361",
  "schema": "gridshift.signature/1",
  "signature": "b5d969815a27fadde7d7de43f922fb4f0a5b1387e0d247e5bee7eb0665dd3653d5ebd198f59d21fc584bfa66a777214590942fb9dbce1e5752103d8d70a18a04"
}
