{
  "algorithm": "ed25519",
  "content_sha256": "cf8c8a30a3e643415e115281f24f52de4b73ac081371bbaf31db5deb5578794d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d4c852be7ec88b5374e101f5c174c6005bb8eb0dfed576e84d231db6c0259a27",
  "schema": "gridshift.signature/1",
  "signature": "39565ed60ea97d8edcaf9b553e59b9fd1b97786f9b438e38afa9ec53f1ec13e2dc61b93011300a0919db11cb3d93e52364de1d1836967da946daf7dcc385010a"
}
