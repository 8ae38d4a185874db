{
  "algorithm": "ed25519",
  "content_sha256": "d8933c0a312e1e6ee196d9ab353b2f75d791e09a03e0ca17b7ca2af69cc1707d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b15bf02dd131a915a054e128cab027b634e4b8015ba3ee1f2b43075dd72e1ced",
  "schema": "gridshift.signature/1",
  "signature": "43a6b8b364416c3c02280bfdf430d057367ec44d738f94a53c6b9d053e1ae31234569a671cd2cb23a36a6622ec289ce86524c3c1879e13d3cb4a2d885d300c07"
}
