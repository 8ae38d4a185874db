{
  "algorithm": "ed25519",
  "content_sha256": "3e880006f1438dbf81818de0811255f8863e1e30ec9566b400d137bd9c5cbd63",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3ad42f3003f0eb85ed0e5ca3da1b2922f22752e45f6aaba0fcda8aea06bdddbe",
  "schema": "gridshift.signature/1",
  "signature": "0b2b9182f76892b94114210cfd189505ccaa369f8b68d35161680864101743fc3dc88ff5d510841070f00473eb7126271e8c50a7ff45aa89bb49f099e689e107"
}
