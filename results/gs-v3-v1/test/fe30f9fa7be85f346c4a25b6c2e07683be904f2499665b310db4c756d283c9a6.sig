{
  "algorithm": "ed25519",
  "content_sha256": "0cdb3dd688646466d27c597645219a7210a98052d71b5dcf24f5eb8d6b6ae78b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fe30f9fa7be85f346c4a25b6c2e07683be904f2499665b310db4c756d283c9a6",
  "schema": "gridshift.signature/1",
  "signature": "2a9824174df330cdb690b14f7c93a6c4dc938673d183d86011e5e3f3b016de21eec677ac44143075be30e55619f23fcaaac7d8cf8ac821e4a4ac7549b886760a"
}
