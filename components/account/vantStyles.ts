// react-vant marks only its .css files as side effects, so a named import of a component skips
// the index module that would pull its stylesheet in; the account components import them here.
import 'react-vant/es/button/style/index.css';
import 'react-vant/es/cell/style/index.css';
import 'react-vant/es/empty/style/index.css';
import 'react-vant/es/field/style/index.css';
import 'react-vant/es/loading/style/index.css';
import 'react-vant/es/progress/style/index.css';
