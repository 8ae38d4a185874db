{
  "algorithm": "ed25519",
  "content_sha256": "d4a2463f3b4196fd1a8614fafdecf19653a8ee96638d208e191412a37628e969",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c084ce4def9a60ddb933ffb4cd1dd647ba803cffb65a258f815f0ccfa1938afa",
  "schema": "gridshift.signature/1",
  "signature": "eb56a1d3e21dc0861f8e0672da1a8db7aec5992db2a6e2c549ed6b3e4825e10465092acf4f543df7c03f40384046c7a770732021528aea835984f6f5466bd904"
}
