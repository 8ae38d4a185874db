{
  "algorithm": "ed25519",
  "content_sha256": "0a8da7231307f794e4db6269d5d8ad5c30bba2214ded65c3996e4c5af0730d7d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3324b6ed16413c2378b5b4f01259a9c135965cc107cc35c14fefaaa8f88ad40c",
  "schema": "gridshift.signature/1",
  "signature": "95c8a83f41ee5cb51ebef97d04f17e731d72f480866a652d39df04729f28cad75ccf98ec82cfbbafddcbb9672f036d54c2d82d2216b7d265eb3443497d1f4e05"
}
