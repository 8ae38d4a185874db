{
  "algorithm": "ed25519",
  "content_sha256": "7bcc5540e1174b42c0fc3670a0e13e99c11e36dc22f6343ffd5ce23e16a1f2fd",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "15986672a46ff5feae3ee36d8f14831cec179351d83aaa40bf36115418feae03",
  "schema": "gridshift.signature/1",
  "signature": "edc00107856c41064371b1e4659bbfe28d1d3260da2ffe14d0087a201f495cbcf854c7039a2b7b1bfde6007e3519ab0a84c9a87d0c460c016bcecac63bdcf205"
}
