{
  "algorithm": "ed25519",
  "content_sha256": "53ee90dd1be1dc3a1534e58bcf9332f034150983e05aec91c7f99f52c6b5804f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0fb7e9d5303a8e0e07394aba1e511ccd5f39486ab7a16a3d6bd88bcc3df1ff63",
  "schema": "gridshift.signature/1",
  "signature": "ece868f8798b897b0c4619e0360abb0fe27929c359013e68c7a818f842089bb3bbcf025333014b34c1aa1a35403d3f1cb470de2020fe799dac4e75607db47f01"
}
