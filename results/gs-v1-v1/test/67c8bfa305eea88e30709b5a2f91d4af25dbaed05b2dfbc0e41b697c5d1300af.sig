{
  "algorithm": "ed25519",
  "content_sha256": "0eacda86f97eef918784e7c753c99867274b61cfc1af222ecec064beea6993a6",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "67c8bfa305eea88e30709b5a2f91d4af25dbaed05b2dfbc0e41b697c5d1300af",
  "schema": "gridshift.signature/1",
  "signature": "14c3808ef4460fdc6f0196219c8f61d5a390061933c56a8ac106245fc9401f7fc2e631b4b137245596fe7886496e432d4fdb94ae61d203a16a5c6692a8571d03"
}
