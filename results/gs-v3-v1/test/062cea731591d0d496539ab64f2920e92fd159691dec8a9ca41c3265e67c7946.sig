{
  "algorithm": "ed25519",
  "content_sha256": "1c4e60f9d1d0c6a9e4276216804ca0ff6fb5ecff4374fa501e1060e98b3ddda2",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "062cea731591d0d496539ab64f2920e92fd159691dec8a9ca41c3265e67c7946",
  "schema": "gridshift.signature/1",
  "signature": "be886ff2fbc3c7d036eb47092ede6fdb3ae4964028aff27aecb9bab8026667205ae61fe125950eefa5df5e9885af1620df6f847db53eb83c4c53aeb282b63701"
}
