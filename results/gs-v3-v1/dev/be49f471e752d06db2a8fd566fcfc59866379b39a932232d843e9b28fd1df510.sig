{
  "algorithm": "ed25519",
  "content_sha256": "415ab13df1e61244be86ec5a809bec3958364ef7126adc19f2cdce63f76c1900",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "be49f471e752d06db2a8fd566fcfc59866379b39a932232d843e9b28fd1df510",
  "schema": "gridshift.signature/1",
  "signature": "14477eb373cc923923eedecd0bc93b5694229bb0cb1f2c41a3fad2c8db46b78eb277ffef5cb75884da646bbf2832fe22dc36ad2aa297f6564e28339a11824e05"
}
