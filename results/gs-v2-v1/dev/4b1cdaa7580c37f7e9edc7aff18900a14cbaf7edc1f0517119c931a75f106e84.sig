{
  "algorithm": "ed25519",
  "content_sha256": "e12cb9c72e3ece5b3579784b58ea0efc5a0aa536ccea8c7456807fa0cd8e5601",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4b1cdaa7580c37f7e9edc7aff18900a14cbaf7edc1f0517119c931a75f106e84",
  "schema": "gridshift.signature/1",
  "signature": "a6141f290f051748f2a7e86d5704e7b62a0ec257bc5cd1c570db46d75ed5ac0c517fdc4a3b45d05a313b52c218ba87f8682a63ebbb64cb5b11b502e3f9ff570c"
}
