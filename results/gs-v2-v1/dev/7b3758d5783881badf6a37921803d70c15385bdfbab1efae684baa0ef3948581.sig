{
  "algorithm": "ed25519",
  "content_sha256": "323877295d1c8c3c57f298e345116ec6d189439e89196f3465dbf3427aaabba5",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7b3758d5783881badf6a37921803d70c15385bdfbab1efae684baa0ef3948581",
  "schema": "gridshift.signature/1",
  "signature": "2078b92ae91e57cb5b54e16238854983cc533fe42cfd0cb9ec23f9d10e6c97cd77431116fedfb41ef4e54632f2191675c0adc6a7776ceaca1b8a6abe6e599a0b"
}
