{
  "algorithm": "ed25519",
  "content_sha256": "36d765af5a11506013b398d30833d1ed84bc5f34da2ff0ae7fc05dee752dd547",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "029e2f6acb3f9b78c7129b33fbbc67e9d797f5244727f64f5ec4a25eee9d5f0c",
  "schema": "gridshift.signature/1",
  "signature": "d8f6e6c5726b3769700692e95cc6e4d37355a1ab5106610e82c7f62c8edc37ca516a0e68df91b726dbf9c1f030cba289395f5d111aa87b3a5d131478351c7008"
}
