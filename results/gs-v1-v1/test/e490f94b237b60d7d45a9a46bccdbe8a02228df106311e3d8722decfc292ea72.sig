{
  "algorithm": "ed25519",
  "content_sha256": "dd47e229710c9f886696d0bb2bd2fae19ceb37c6fbaf11b00711878925059c9d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e490f94b237b60d7d45a9a46bccdbe8a02228df106311e3d8722decfc292ea72",
  "schema": "gridshift.signature/1",
  "signature": "d4820f17c99a5fd2954ba970199dc10a1d21a6f76d47bfb3e2dff0e9d20b28ed9a976cc66784259f70b2fdf345f0542996e73cf0c184e239dd9048d2dbc91008"
}
