{
  "algorithm": "ed25519",
  "content_sha256": "1df9ba11be3c33be569b4058b86b473679bf297dd75a660d8c52eba39d3327ea",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3286c99e24103ca22b244ee7d86fa33c956e52d192e55c0b2d0147545a739711",
  "schema": "gridshift.signature/1",
  "signature": "ec10608be051b8feb1864356388e7b9f71d97482d1faca98ed14de3f33ac4106e5d8267c94da83a138ab0bd34da891dae2fb77da5350c368ba0effef91c06906"
}
