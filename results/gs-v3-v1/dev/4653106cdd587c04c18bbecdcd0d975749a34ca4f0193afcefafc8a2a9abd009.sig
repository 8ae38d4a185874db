{
  "algorithm": "ed25519",
  "content_sha256": "1db26b7035a91eff97cf88c0aae5c882302386739d7fc0f083cbf785315393e1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4653106cdd587c04c18bbecdcd0d975749a34ca4f0193afcefafc8a2a9abd009",
  "schema": "gridshift.signature/1",
  "signature": "2021455b770d14bde03e602becb9bbeb6416be08073a6906ac95d3a1566644aa2c841374c3952b2b81af8b7897245a59e3c63ad3d5f6609b534e1848e5ca5d01"
}
