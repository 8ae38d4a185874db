{
  "algorithm": "ed25519",
  "content_sha256": "05ff53f9ee3e5a2840f5aa0c94b6562d3bccfefbf7c1791df426834e5d69aaee",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ee759657e747c3c3f806b46d9d01d6e7a9ba1ed1d2e1a0ff75a7b05cb41f0e44",
  "schema": "gridshift.signature/1",
  "signature": "14b04ee2a66040b27672624d01b5bf5731d576fd6863c9fa31fa172bafb638bc942f402bb0d9909953fd4efccf38af907f989af63057b820d2562bee62073d09"
}
