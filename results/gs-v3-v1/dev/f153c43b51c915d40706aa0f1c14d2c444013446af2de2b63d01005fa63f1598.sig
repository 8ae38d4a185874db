{
  "algorithm": "ed25519",
  "content_sha256": "be5b3ed562b7351034a71efabeece319f48af0f94f7e0b2b97d44edc7af36c6a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f153c43b51c915d40706aa0f1c14d2c444013446af2de2b63d01005fa63f1598",
  "schema": "gridshift.signature/1",
  "signature": "1f189653ec5c13bf2c5c8bc88f2abb0190f923ec01fa28c161a285dd90c2b915a197c07176a4a4d6b4cda49f20d02c8a973d24eafe3ef1ab89d92819b3f24800"
}
