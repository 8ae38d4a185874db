{
  "algorithm": "ed25519",
  "content_sha256": "2d14d9b55c35c6b4cff5cc51934a0c80025dbd864dd7ab1a990c9c5d0faf3e3c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "bccb98f659c5baa8074f9a6b9918105a015d7bf8abec58b0689c18d4a456efe9",
  "schema": "gridshift.signature/1",
  "signature": "7d150e9381e1066a64a946d455777c734ad5e33488f84e99d3ffabf8824a72334e0790f474f6cd21ab8e200ab664ddff58981ba41e9b826f5f0254548ebaad06"
}
