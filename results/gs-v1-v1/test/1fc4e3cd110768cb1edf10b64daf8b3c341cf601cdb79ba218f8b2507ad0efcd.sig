{
  "algorithm": "ed25519",
  "content_sha256": "617da270cefc76b727c7b334acf3620afed3a9f2a5f38fa2c4764f34489f1e27",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1fc4e3cd110768cb1edf10b64daf8b3c341cf601cdb79ba218f8b2507ad0efcd",
  "schema": "gridshift.signature/1",
  "signature": "adaa08415c1ea42704eda9f7e8b4948660af44a129ed63268a8b24e900787ec17db471b64002dd81747c19a662dbcafa1478bbc32177d031e1a635fad2b6250a"
}
