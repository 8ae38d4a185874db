{
  "algorithm": "ed25519",
  "content_sha256": "d4b31f1da63fc7427efa6de10f2b3c55aa8208eaf2f23c1758a77b0751f11501",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3d90298199de44aace144a203461a1df712d2bc22f635950ceccd67ce13233f4",
  "schema": "gridshift.signature/1",
  "signature": "0de90b9a8e7bf6b082252234d22f7db5402b512056257fae1bee4a5c7219ffdf2d81cd1c4b3f0692cf99a81ffc38f1191928591db236d4f4faeabd355155b20e"
}
