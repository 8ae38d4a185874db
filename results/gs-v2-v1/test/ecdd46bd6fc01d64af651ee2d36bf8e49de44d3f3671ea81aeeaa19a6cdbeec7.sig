{
  "algorithm": "ed25519",
  "content_sha256": "4689594652e404b873bae22a3bb2cf1970b21c0cdeef7da68acdd881d4be498e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ecdd46bd6fc01d64af651ee2d36bf8e49de44d3f3671ea81aeeaa19a6cdbeec7",
  "schema": "gridshift.signature/1",
  "signature": "f4b6127bbefae7d73efd0a45953662d5cd7419979fd5a4544b82a1d03a99c830165aa96f06a7c4aa09e74dedbf2df2a78a2853484070bd4900b0c3ee4b7df506"
}
