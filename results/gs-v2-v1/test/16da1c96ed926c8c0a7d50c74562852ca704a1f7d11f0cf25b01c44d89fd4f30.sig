{
  "algorithm": "ed25519",
  "content_sha256": "47fcba118beaa34b5488dbc28b82c48d6812c0cfc8aca4b8342ed5e9e74203a7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "16da1c96ed926c8c0a7d50c74562852ca704a1f7d11f0cf25b01c44d89fd4f30",
  "schema": "gridshift.signature/1",
  "signature": "e984f0f69f5043e018bebfc9372382c8c91d83e746776346a996dbc3f3dfb77cd65ad55a6c5f2909ef214a7a6d13429afb1070985e76ce641118ee152b0ab107"
}
