{
  "algorithm": "ed25519",
  "content_sha256": "b08c807d06c53df46130140a713b4747b9ced6a71a7c9ba13143e5320f5a02d0",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3c6117968b1181fd25fa74c6155cf357169559b06ef3e1f784fe922ac255ed69",
  "schema": "gridshift.signature/1",
  "signature": "c017afdb5142b093137181bd8a0b8eb5c32f832de0b9eba986b8ea3d1d1187c7b5e83efa5074dfc29687ffc54f578460f7cd7dc78ffaab36db53d2c8ea666309"
}
