{
  "algorithm": "ed25519",
  "content_sha256": "31c80d6ada9fcfce0c7dcf395c782e8488916a9a7bcc90d59fc2b8e094fb802c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0b98298f1d5d1a7c88fc565e5baea14b49d35bcacc1e7dcc2a092622781aea15",
  "schema": "gridshift.signature/1",
  "signature": "1cb16db3ba136b62961ba51ae903823b2ab982a24f6a830821e0c1e386410f4c036893b0304ad0c4662e2bdc5a8c45b4ab157cfc0a17754cb4100d05bf36fd03"
}
