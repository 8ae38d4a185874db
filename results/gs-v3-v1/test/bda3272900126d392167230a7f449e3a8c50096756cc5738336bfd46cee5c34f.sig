{
  "algorithm": "ed25519",
  "content_sha256": "dd0109a5d9a5d1b9b65dfb4a653382187bc4fc76c29e5f17c3cbc7fca1056ff6",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "bda3272900126d392167230a7f449e3a8c50096756cc5738336bfd46cee5c34f",
  "schema": "gridshift.signature/1",
  "signature": "d8e4e7b973a50818f635c95422fe8ff5d5237ae78a463174ce271540cde134d3eb060db673fc96dc9a3f836881146b8f939aeafb9fda429c3a67ff3ed7362800"
}
