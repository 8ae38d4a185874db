{
  "algorithm": "ed25519",
  "content_sha256": "0e443eadc11f65159be29eb3f43e0d87a831e9fe8e601be1b8ef494f806bcc2e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "01d45fa9c12431e049859d7ae1a95881452230dc391e7d43e4f8bba08a747843",
  "schema": "gridshift.signature/1",
  "signature": "9940248f84622f84b8a4e6a9795f06c9dfbaa8b1216831a5d2b4b5022bf296736ebbc0db8395a5fa2e099da443a8d3e1f821d9464f0b9d7c2ae0c000b7f2010b"
}
