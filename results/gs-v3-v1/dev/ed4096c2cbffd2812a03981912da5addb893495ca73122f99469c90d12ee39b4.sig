{
  "algorithm": "ed25519",
  "content_sha256": "65674d511c33c861d89a8b428987e9bfbcdabebbd201359c20a7c2a763d2bade",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ed4096c2cbffd2812a03981912da5addb893495ca73122f99469c90d12ee39b4",
  "schema": "gridshift.signature/1",
  "signature": "313e7ac65b408c4f89093886c34c06628f2e61a68ff3d10643025ef495340886fa4800f611d92f7de9bee4645d751bd1e173fb88722cc43b50b5fa870df5120a"
}
