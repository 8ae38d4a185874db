{
  "algorithm": "ed25519",
  "content_sha256": "6b29f33ec99045f1287c371665c35877d7cd799ec8846bcc50917e918b4e9ade",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b0cc25cc2a7d0ea5e1e78d912ae6bbdb619002c1975dcf2defaa5c9c737a8522",
  "schema": "gridshift.signature/1",
  "signature": "6cb7afd9f71672383e6c18721b6e1b5b7c0deaaa4c72e2a3018e45759f9f6732f021cd716b9d72190b6ec89d2098bb893528a5b597171da4c574bee63fcece0c"
}
