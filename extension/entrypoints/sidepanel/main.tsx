import { render } from 'preact';
import { App } from '../../components/App';
import './style.css';

render(<App />, document.getElementById('app')!);
