{
  "algorithm": "ed25519",
  "content_sha256": "31f1fb86d60f3f661cfd729b2b163fa117ef6b7483e6851fd8fdddef062eda6e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d69bad627528c67517325f93776ddd6024be88d27326bc3760de445eac75dde3",
  "schema": "gridshift.signature/1",
  "signature": "28d2f6f6c90219071649e46f7b0085eb2b0e1bf9cdda68adabcbedb26179d57286186bfc445a90ecc91ea4356dbffc71dfd63c702893793ce2eb507e3d73c805"
}
