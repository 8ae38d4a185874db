{
  "algorithm": "ed25519",
  "content_sha256": "6dcc7ac15ce89be807e70f4bfd63c0b7cecda42961dcd2588c7f3488dd27a4e9",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "61251a29fbe0a63bf2e3e34099fdba4fac80e047b97dc55b47be384ab5062b8f",
  "schema": "gridshift.signature/1",
  "signature": "2b7ea964e242674df10469cb8478c5d83ee49a023a4d7ff46d757e5667a8ca2dfb14ed3dcc7f1b7b49b5ce5d2a459ea52a952a29c5394579ccad57ca2ceded0b"
}
