{
  "algorithm": "ed25519",
  "content_sha256": "e1949a643c344e3fa366d02d6d7134e6e898e6e0135c2d58635d72abb452ac92",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0ac35741022af08e735aa6c8c9ebcd7e6fa181617a6aed2ba069b4c407d8dfaf",
  "schema": "gridshift.signature/1",
  "signature": "dc8ca828ed7f5d364378c7b77917e6d38de4b6200708490d7a2b4951d7c36e82f10ce449a989ac9cd6f20489c1e4dfcab0eb463296293d025f6c3940af1dcf0a"
}
