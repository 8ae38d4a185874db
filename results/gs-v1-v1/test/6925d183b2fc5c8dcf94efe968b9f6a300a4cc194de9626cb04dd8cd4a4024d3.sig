{
  "algorithm": "ed25519",
  "content_sha256": "9bb88e08b3a69726b5f9ceda0e4390c5867a02e78792758275b10abdfd15f9e1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6925d183b2fc5c8dcf94efe968b9f6a300a4cc194de9626cb04dd8cd4a4024d3",
  "schema": "gridshift.signature/1",
  "signature": "8b8da0d411dc659370173161078891eb5623deded9670ae3e39aec22c03b1f6fb1065232797dc59379a65c1cd4e0949af4ccc9d466beda9a6f3d7b9112737805"
}
