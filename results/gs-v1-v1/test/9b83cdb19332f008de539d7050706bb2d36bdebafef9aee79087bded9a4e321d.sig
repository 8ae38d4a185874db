{
  "algorithm": "ed25519",
  "content_sha256": "71257c594114a6f9bf4e478c79cf69126b5b22ed2805c0a4ff6f1de2f64eaaf5",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9b83cdb19332f008de539d7050706bb2d36bdebafef9aee79087bded9a4e321d",
  "schema": "gridshift.signature/1",
  "signature": "c883a54422e6b94868cb48b4d071ebb0984f01c4282893f06de094dd6125640bece135d83bce36819de2b0638fdd14af7125e945cff629e7961bf6862267e30f"
}
