{
  "algorithm": "ed25519",
  "content_sha256": "c2d5f063810d6a29dc87f3eb0b030a1176b5bc17a7405b1535e57b39ad1c9efc",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "69678cb49396d3b644cd56daa64433b79441fc2bc19f50f9f4b16dbd1087c6fd",
  "schema": "gridshift.signature/1",
  "signature": "e805ecacc6d01e897894178621ef05d41b9e0cec21098a19de8f9260d05ad26dc5ce6632b3135caafed608e1f179e61769cfebf742cdc21c94d73f7a4544540f"
}
