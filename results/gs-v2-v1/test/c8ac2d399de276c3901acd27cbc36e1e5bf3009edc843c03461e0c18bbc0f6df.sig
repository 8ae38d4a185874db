{
  "algorithm": "ed25519",
  "content_sha256": "ebae700acfa71411f1790e73c5a0e20a457930ba196c9773d80f7765663b00d6",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c8ac2d399de276c3901acd27cbc36e1e5bf3009edc843c03461e0c18bbc0f6df",
  "schema": "gridshift.signature/1",
  "signature": "3b691535d6a5cc5b7169fece88206ac17c04ad0e3156fc280d0cd360723c9af2a34069589a5234403a5d60919a73eafdc322f1d8e365b0ae2041d11721475f04"
}
