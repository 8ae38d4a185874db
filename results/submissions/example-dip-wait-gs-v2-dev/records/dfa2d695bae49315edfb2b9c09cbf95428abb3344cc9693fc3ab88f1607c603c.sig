{
  "algorithm": "ed25519",
  "content_sha256": "4473d4d8443af056df3669365ed00446b62d916b2414fc96926475507b4c6758",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "dfa2d695bae49315edfb2b9c09cbf95428abb3344cc9693fc3ab88f1607c603c",
  "schema": "gridshift.signature/1",
  "signature": "d2dfb4f9c73e4f34fc19be29af3ae0447cb56edcb3753d836267206640d7896d505d5d7692b164f19c726ff1400385371eda15e45abaca9785fdaa119a4ce407"
}
