{
  "algorithm": "ed25519",
  "content_sha256": "8127afc25803dcf87baf831e7ebc689a49eef5bbab526054d1afe96f1102a053",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "89550a05c672550a981ed99982c462a56a83762dfb306998e6bd5657dd75815e",
  "schema": "gridshift.signature/1",
  "signature": "2e40660cf6b18bd59aff7252ad46b328e67dc81bd815fe61c146e1bcb07ae22599379b927ffc951db7f52ea1f4b8b0062b77337bc73328d6c8ee379ecf96210f"
}
