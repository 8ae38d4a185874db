{
  "algorithm": "ed25519",
  "content_sha256": "8384f0cf387da850f550c8c98ab883d10f0f0d77d66619d210dd96cbe9d567fc",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ec6c2cb997270ede0ced91dc79a79484cae69d0ad65b45e182fe0e166eeb5d80",
  "schema": "gridshift.signature/1",
  "signature": "b1f6e808e6520a34a7d48800e727d9257ae990e2f86b4f5bb61bcc3a61d55ab567e98ff53854385d505043ffe023965f95756e5fbebfa67c92ba7b784907ce0f"
}
